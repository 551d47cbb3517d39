"""The C SDL2 baselines of scripts/bench.py: the clear-only program and the drawing one.

`BASELINE_C` (start-up and `rss_ratio_window`): opens a window like modal-prototype (same window
flags, same renderer request: accelerated, no vsync) at the app's first window size, presents one
cleared frame and prints the time; with an argument N, presents N frames and idles.

`DRAWING_C` (`rss_ratio_window_drawing`): a C SDL2 program that draws what any real SDL program
draws, not only a clear: each frame, one blended triangle (`SDL_RenderGeometry`, per-vertex
alpha, `SDL_BLENDMODE_BLEND`) and one streamed texture (`SDL_TEXTUREACCESS_STREAMING`, rewritten
with `SDL_LockTexture` every frame, copied blended). Under Xvfb that compiles llvmpipe's shaders
for geometry and textures, which a clear-only window never does (about 11 MiB). It opens a window
of the app's first size, with the same flags and renderer request as the clear-only baseline,
presents N frames and idles; its resident set beside the idle studio window's gives
`rss_ratio_window_drawing`.

Split from bench.py (which stays the runner); the functions take what bench.py has already
built: the scratch folder, the app, the Xvfb environment and the helpers it passes in.
"""

import os
import shutil

BASELINE_C = r"""
/* Written by scripts/bench_drawing.py: the start-up and memory baseline. Opens a window like
   modal-prototype (same window flags, same renderer request: accelerated, no vsync) at the size
   in MODAL_BASELINE_SIZE ("WxH", the app's first window; default 390x844), presents one cleared
   frame, prints the time; with an argument N, presents N frames, says so, idles. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 1;
    int width = 390, height = 844;
    const char *size = getenv("MODAL_BASELINE_SIZE");
    if (size && sscanf(size, "%dx%d", &width, &height) != 2) { width = 390; height = 844; }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "SDL_Init: %s\n", SDL_GetError()); return 1; }
    SDL_Window *w = SDL_CreateWindow("sdl-baseline", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                     SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_SHOWN);
    if (!w) { fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError()); return 1; }
    SDL_Renderer *r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED);
    if (!r) r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE);
    if (!r) { fprintf(stderr, "SDL_CreateRenderer: %s\n", SDL_GetError()); return 1; }
    SDL_SetRenderDrawColor(r, 255, 149, 0, 255);
    SDL_RenderClear(r);
    SDL_RenderPresent(r);
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    unsigned long long now = (unsigned long long)ts.tv_sec * 1000000000ULL + (unsigned long long)ts.tv_nsec;
    const char *launch = getenv("MODAL_LAUNCH_NS");
    if (launch) fprintf(stderr, "first-frame-ms: %.3f\n", (double)(now - strtoull(launch, NULL, 10)) / 1e6);
    fprintf(stderr, "first-frame-monotonic-ns: %llu\n", now);
    for (int i = 1; i < frames; i++) {
        SDL_Event pending;
        while (SDL_PollEvent(&pending)) {}
        SDL_SetRenderDrawColor(r, 255, 149, (Uint8)i, 255);
        SDL_RenderClear(r);
        SDL_RenderPresent(r);
        SDL_Delay(16);
    }
    if (frames > 1) fprintf(stderr, "presented-frames: %d\n", frames);
    SDL_Event e;
    while (SDL_WaitEventTimeout(&e, 10000)) { if (e.type == SDL_QUIT) break; }
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
"""


DRAWING_C = r"""
/* Written by scripts/bench_drawing.py: the drawing memory baseline. A window like
   modal-prototype's (same flags, accelerated renderer without vsync, falling back to software)
   at MODAL_BASELINE_SIZE ("WxH"; default 390x844). Each of N frames (argument, default 30):
   clear, one blended triangle with SDL_RenderGeometry, one 256x256 streaming texture rewritten
   with SDL_LockTexture and copied blended, present. Then says so and idles. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 30;
    int width = 390, height = 844;
    const char *size = getenv("MODAL_BASELINE_SIZE");
    if (size && sscanf(size, "%dx%d", &width, &height) != 2) { width = 390; height = 844; }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "SDL_Init: %s\n", SDL_GetError()); return 1; }
    SDL_Window *w = SDL_CreateWindow("sdl-baseline-drawing", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                     width, height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_SHOWN);
    if (!w) { fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError()); return 1; }
    SDL_Renderer *r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED);
    if (!r) r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE);
    if (!r) { fprintf(stderr, "SDL_CreateRenderer: %s\n", SDL_GetError()); return 1; }
    const int side = 256;
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, side, side);
    if (!t) { fprintf(stderr, "SDL_CreateTexture: %s\n", SDL_GetError()); return 1; }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    for (int i = 0; i < frames; i++) {
        SDL_Event pending;
        while (SDL_PollEvent(&pending)) {}
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, 242, 242, 247, 255);
        SDL_RenderClear(r);
        float s = (float)(i % 60) / 60.0f;
        SDL_Vertex v[3] = {
            {{width * 0.1f, height * (0.1f + 0.2f * s)}, {255, 59, 48, 200}, {0, 0}},
            {{width * 0.9f, height * 0.2f}, {0, 122, 255, 160}, {0, 0}},
            {{width * 0.5f, height * 0.6f}, {52, 199, 89, 255}, {0, 0}},
        };
        SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
        void *pixels; int pitch;
        if (SDL_LockTexture(t, NULL, &pixels, &pitch) == 0) {
            for (int y = 0; y < side; y++) {
                Uint32 *row = (Uint32 *)((Uint8 *)pixels + y * pitch);
                for (int x = 0; x < side; x++)
                    row[x] = ((Uint32)(128 + ((x + y) & 127)) << 24) | ((Uint32)(x + i) & 255) << 16
                             | ((Uint32)(y * 2) & 255) << 8 | (Uint32)(i * 4 & 255);
            }
            SDL_UnlockTexture(t);
        }
        SDL_Rect at = {width / 2 - side / 2, height / 2, side, side};
        SDL_RenderCopy(r, t, NULL, &at);
        SDL_RenderPresent(r);
        SDL_Delay(16);
    }
    fprintf(stderr, "presented-frames: %d\n", frames);
    SDL_Event e;
    while (SDL_WaitEventTimeout(&e, 10000)) { if (e.type == SDL_QUIT) break; }
    SDL_DestroyTexture(t);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(w);
    SDL_Quit();
    return 0;
}
"""


def compile_c(folder, name, source_text, run):
    """Compiles `source_text` as `folder`/`name` with SDL2's flags, through `run` (bench.py's);
    returns (the binary's path, the compiler's name)."""
    source = os.path.join(folder, name + ".c")
    binary = os.path.join(folder, name)
    with open(source, "w") as f:
        f.write(source_text)
    cc = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc") or shutil.which("clang")
    if not cc:
        raise RuntimeError("no C compiler (gcc) found")
    flags = run(["pkg-config", "--cflags", "--libs", "sdl2"]).split()
    run([cc, "-O2", "-o", binary, source] + flags, timeout=60)
    return binary, os.path.basename(cc)


def build_baseline(folder, run):
    """Compiles BASELINE_C into `folder`; returns (the binary's path, the compiler's name)."""
    return compile_c(folder, "sdl-baseline", BASELINE_C, run)


def build_drawing_baseline(folder, run):
    """Compiles DRAWING_C into `folder` (once: a later round finds it there); returns its path."""
    binary = os.path.join(folder, "sdl-baseline-drawing")
    if os.path.exists(binary):
        return binary
    return compile_c(folder, "sdl-baseline-drawing", DRAWING_C, run)[0]


def memory_drawing(app, env, size, folder, run, side_by_side_rss, log):
    """VmRSS of the app's idle studio window over the drawing baseline's (a window of `size`,
    "WxH", 30 drawn frames), open side by side; medians of three readings, through bench.py's
    `side_by_side_rss` as for the clear-only baseline.

    The other arguments are bench.py's helpers, passed in so this file imports nothing of it.
    """
    baseline = build_drawing_baseline(folder, run)
    log("memory: app window and the drawing C baseline side by side, idle after 30+ frames")
    am, cm = side_by_side_rss(app, baseline, env, size)
    return {"rss_app_window_drawing_mib": am / 1024, "rss_baseline_c_drawing_mib": cm / 1024,
            "rss_ratio_window_drawing": am / cm}
