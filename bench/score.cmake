# Scorer throughput on simulated end states (target: >= 200,000 states/s on one core).
add_executable(bench_score ${CMAKE_CURRENT_LIST_DIR}/score_bench.cpp)
target_link_libraries(bench_score PRIVATE starsight_engine starsight_warnings)
