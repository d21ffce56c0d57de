# Project-wide compiler flags: strict warnings everywhere, sanitizers on request.
add_library(ludoteca_warnings INTERFACE)
target_compile_options(ludoteca_warnings INTERFACE -Wall -Wextra -Wpedantic)
if(LUDOTECA_WERROR)
  target_compile_options(ludoteca_warnings INTERFACE -Werror)
endif()

if(LUDOTECA_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
