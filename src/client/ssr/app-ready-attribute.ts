/** Set on <html> once the app has rendered or hydrated the page and handles its events. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
