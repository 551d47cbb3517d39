#ifndef CSDL2_X11_H
#define CSDL2_X11_H
/* The window's X11 handles and Xlib's image calls, for `X11FramePut` only (an explicit
   submodule, `import CSDL2.X11`, so Xlib's many global names stay out of every other file). */
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#endif
