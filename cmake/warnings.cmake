# Project-wide compiler flags: strict warnings everywhere, sanitizers on request. CI makes
# warnings errors through CXXFLAGS (.ci/run), so that every build it configures has them.
add_library(ludoteca_warnings INTERFACE)
target_compile_options(ludoteca_warnings INTERFACE -Wall -Wextra -Wpedantic)
# GCC 12 reports std::string assignments as overlapping memcpy at -O3 (a known false
# positive, GCC bug 105651); silence that one check only on the affected compiler.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(ludoteca_warnings INTERFACE -Wno-restrict)
endif()

if(LUDOTECA_TSAN)
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
if(LUDOTECA_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

# Fuzzing (tests/fuzz): everything instrumented for libFuzzer's coverage and the sanitizers;
# the harnesses link libFuzzer itself.
if(LUDOTECA_FUZZ)
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
