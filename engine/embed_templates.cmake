# Writes a C++ file holding the text of board-1..8.json in DIR as raw
# string, in order. Run at build time by the engine's CMakeLists.
set(body "#include \"board_templates.hpp\"\n\nnamespace starsight::detail {\n\nconst std::array<std::string, 8>& board_template_texts() {\n  static const std::array<std::string, 8> texts = {\n")
foreach(n RANGE 1 8)
  set(f "${DIR}/board-${n}.json")
  file(READ "${f}" text)
  string(APPEND body "      std::string(R\"starsight_json(${text})starsight_json\"),\n")
endforeach()
string(APPEND body "  };\n  return texts;\n}\n\n}  // namespace starsight::detail\n")
file(WRITE "${OUT}" "${body}")
