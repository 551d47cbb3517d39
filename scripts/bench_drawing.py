"""The drawing memory baseline of scripts/bench.py: `rss_ratio_window_drawing`.

A C SDL2 program that draws what any real SDL program draws, not only a clear: each frame, one
blended triangle (`SDL_RenderGeometry`, per-vertex alpha, `SDL_BLENDMODE_BLEND`) and one
streamed texture (`SDL_TEXTUREACCESS_STREAMING`, rewritten with `SDL_LockTexture` every frame,
copied blended). Under Xvfb that compiles llvmpipe's shaders for geometry and textures, which a
clear-only window never does (about 11 MiB). It opens a window of the app's first size, with the
same flags and renderer request as the clear-only baseline in bench.py, presents N frames and
idles; its resident set beside the idle studio window's gives `rss_ratio_window_drawing`.

Split from bench.py (which stays the runner); `memory_drawing` takes what bench.py has already
built: the app, the Xvfb environment and the helpers it passes in.
"""

import os
import shutil

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


def build_drawing_baseline(folder, run):
    """Compiles DRAWING_C into `folder` with `run` (bench.py's); returns the binary's path."""
    source = os.path.join(folder, "baseline-drawing.c")
    binary = os.path.join(folder, "sdl-baseline-drawing")
    with open(source, "w") as f:
        f.write(DRAWING_C)
    cc = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc") or shutil.which("clang")
    if not cc:
        raise RuntimeError("no C compiler (gcc) found")
    flags = run(["pkg-config", "--cflags", "--libs", "sdl2"]).split()
    run([cc, "-O2", "-o", binary, source] + flags, timeout=60)
    return binary


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
