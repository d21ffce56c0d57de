# Writes OUTPUT, a C++ source registering every file of FILES ("|"-separated) as one of
# GAME's lessons. Run by ludoteca_add_lessons() whenever a lesson file changes.
string(REPLACE "|" ";" files "${FILES}")
set(body "")
foreach(file IN LISTS files)
  if(file STREQUAL "")
    continue()
  endif()
  file(READ ${file} text)
  string(FIND "${text}" ")lesson\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${file} holds the text )lesson\" and cannot be built in")
  endif()
  get_filename_component(name ${file} NAME)
  string(APPEND body "    ::ludoteca::lessons::Library::add(\"${GAME}\", \"${name}\", R\"lesson(${text})lesson\");\n")
endforeach()
file(WRITE ${OUTPUT}.new "// Generated from resources/lessons/${GAME} by cmake/embed_lessons.cmake.
#include \"ludoteca/lessons/lesson.h\"

namespace {
[[maybe_unused]] const bool lessonsAdded = [] {
${body}    return true;
}();
} // namespace
")
file(COPY_FILE ${OUTPUT}.new ${OUTPUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUTPUT}.new)
