#pragma once
// Runs the `starsight` program (or another of the project's programs) as a user
// would, capturing its standard output and exit status.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "../temp_dir.hpp"

namespace starsight::test {

struct CliRun {
  int status = -1;
  std::string out;
  std::vector<std::string> lines() const {
    std::vector<std::string> result;
    std::istringstream in(out);
    for (std::string l; std::getline(in, l);) result.push_back(l);
    return result;
  }
};

// Runs a shell command line, capturing what it writes to its standard output.
inline CliRun run_command(const std::string& command) {
  CliRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return run;
  std::array<char, 4096> buf{};
  for (std::size_t n; (n = fread(buf.data(), 1, buf.size(), pipe)) > 0;) run.out.append(buf.data(), n);
  const int raw = pclose(pipe);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return run;
}

inline CliRun run_cli(const std::string& args) {
  return run_command(std::string(STARSIGHT_CLI) + " " + args + " 2>/dev/null");
}

}  // namespace starsight::test
