# The desktop program's speed: start-up time and a 12 MP photo's time to reading
# (issue 5: under 1 s and under 0.5 s). A plain program that prints figures.
if(TARGET starsight_desktop_core AND TARGET starsight-desktop AND TARGET starsight_render)
  add_executable(bench_desktop ${CMAKE_CURRENT_LIST_DIR}/bench_desktop.cpp)
  target_link_libraries(bench_desktop PRIVATE starsight_desktop_core starsight_render starsight_engine
                                              starsight_warnings)
  target_compile_definitions(bench_desktop PRIVATE STARSIGHT_DESKTOP_EXE="$<TARGET_FILE:starsight-desktop>")
  add_dependencies(bench_desktop starsight-desktop)
endif()
