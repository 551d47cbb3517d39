#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <gif_lib.h>
#include <malloc.h>   /* malloc_trim: IdleTrim */
#endif
