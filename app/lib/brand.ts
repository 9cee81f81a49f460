// The product's name lives here and nowhere else.
export const PRODUCT_NAME = "Vidwise";
export const THEME_STORAGE_KEY = `${PRODUCT_NAME.toLowerCase()}-theme`;
export const ASSISTANT_PATH = `/ask-${PRODUCT_NAME.toLowerCase()}`;
export const DEFAULT_SUPPORT_EMAIL = "support@vidwise.app";
