# The photo reader's accuracy and speed benchmark (a plain program that prints figures).
if(TARGET starsight_vision AND TARGET starsight_render)
  add_executable(bench_vision ${CMAKE_CURRENT_LIST_DIR}/bench_vision.cpp)
  target_link_libraries(bench_vision PRIVATE starsight_calibration starsight_vision starsight_render starsight_engine
                                             starsight_warnings)
endif()
