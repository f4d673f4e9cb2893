/** Types of next-documented.mjs. */
export const NEXT_PATH_PREFIX: string;
export const STATIC_ASSETS_PATH: string;
export const STATIC_DIR: string;
export const IMAGE_OPTIMIZER_PATH: string;
export const CACHE_STATUS_HEADER: string;
export const DRAFT_MODE_COOKIE: string;
