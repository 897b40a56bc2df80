// UI timing and display: carousels, truncation, debounces, toasts and tooltips.

export const TOP_EVENTS = 4;
export const CAROUSEL_INTERVAL_MS = 5000;
export const DESCRIPTION_TRUNCATE = 150;
export const LOCATION_MIN_CHARS = 2;
export const LOCATION_DEBOUNCE_MS = 300;
export const OPTION_DEBOUNCE_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_WIDTH_PX = 400;
export const TOOLTIP_DELAY_MS = 50;
