#pragma once
// An input that is not a file on disk: standard input ("-"), a pipe, a process substitution (<(...)). It can be
// read only once, so it is read whole, then told a photo or a state by its bytes.
#include <span>
#include <string>
#include <vector>

namespace starsight::cli {

// Whether `path` names such an input: "-", or something that exists but is neither a regular file nor a folder.
bool is_streamed(const std::string& path);

struct WholeInput {
  std::vector<unsigned char> bytes;
  std::string error;  // why it could not be read; empty when read
};
// Reads the input whole, refusing one larger than any photo (256 MB) once that much has come.
WholeInput read_whole(const std::string& path);

// Whether `bytes` begin as a JPEG or a PNG does.
bool has_photo_signature(std::span<const unsigned char> bytes);

}  // namespace starsight::cli
