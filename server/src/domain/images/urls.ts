// Server-side builders for the few image URLs the deep-link meta tags need. They mirror the SPA's
// src/lib/image-urls.ts (the SPA bundle and the server do not share src/); the route tests request
// exactly these URLs, so a drift would fail there.

export const avatarHead = (id: number, profileVersion: number) => `/api/image/avatar/player/head/${id}/${profileVersion}`;
export const avatarPicture = (id: number, profileVersion: number) => `/api/image/avatar/player/picture/${id}/${profileVersion}`;
