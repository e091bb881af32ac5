// JSX types of the ALTCHA web component (<altcha-widget>), without importing its runtime.
/// <reference types="altcha/types/react" />

// The widget's translations register themselves on import and export nothing.
declare module "altcha/i18n/es-419";
