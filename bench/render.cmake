# Synthetic photo rendering speed (target: a 12 MP normal photo in under 1 s on one core).
if(TARGET starsight_render)
  add_executable(bench_render ${CMAKE_CURRENT_LIST_DIR}/bench_render.cpp)
  target_link_libraries(bench_render PRIVATE starsight_render starsight_engine starsight_warnings)
endif()
