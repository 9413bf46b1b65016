# bench_engine: how fast the engine scores sheets and simulates games, on one
# core (targets: >= 200,000 sheets scored/s, >= 5,000 games simulated/s).
add_executable(bench_engine ${CMAKE_CURRENT_LIST_DIR}/bench_engine.cpp)
target_link_libraries(bench_engine PRIVATE starsight_engine benchmark::benchmark starsight_warnings)
