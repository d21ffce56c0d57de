# ludoteca_add_lessons(GAME_ID FOLDER): builds the lesson files of FOLDER (*.json) into the
# engine, registered as GAME_ID's course (see include/ludoteca/lessons/lesson.h). Called
# from a game's own CMakeLists.txt, so that a new game's course edits no shared file.
function(ludoteca_add_lessons game_id folder)
  file(GLOB lesson_files CONFIGURE_DEPENDS ${folder}/*.json)
  list(SORT lesson_files)
  set(output ${CMAKE_CURRENT_BINARY_DIR}/${game_id}_lessons.cpp)
  string(REPLACE ";" "|" file_list "${lesson_files}")
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -DGAME=${game_id} -DOUTPUT=${output} -DFILES=${file_list} -P
            ${PROJECT_SOURCE_DIR}/cmake/embed_lessons.cmake
    DEPENDS ${lesson_files} ${PROJECT_SOURCE_DIR}/cmake/embed_lessons.cmake
    COMMENT "Building ${game_id}'s lessons into the engine"
    VERBATIM)
  # The engine's target lives in another folder, which sees the file but not its rule.
  add_custom_target(ludoteca_lessons_${game_id} DEPENDS ${output})
  add_dependencies(ludoteca_engine ludoteca_lessons_${game_id})
  target_sources(ludoteca_engine PRIVATE ${output})
endfunction()
