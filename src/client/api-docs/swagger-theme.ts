/** The class of the element Swagger UI renders in; the theme below is scoped to it. */
export const SWAGGER_ROOT_CLASS = 'cinedex-api-docs';

// Doubled class, html and body: outranks Swagger UI's own rules, dark ones (html.dark-mode …) too.
const ROOT = `html body .${SWAGGER_ROOT_CLASS}.${SWAGGER_ROOT_CLASS} .swagger-ui`;
const MOBILE = '@media (max-width: 767.95px)';

const TEXT = [
  '.info .title',
  '.info p',
  '.info li',
  '.opblock-tag',
  '.opblock .opblock-summary-description',
  '.opblock .opblock-summary-path',
  '.opblock-title_normal',
  '.opblock-description-wrapper p',
  '.opblock-section-header h4',
  '.tab li',
  '.parameter__name',
  '.response-col_status',
  'table thead tr th',
  'table thead tr td',
  '.renderedMarkdown p',
  '.markdown p',
  'section.models h4',
  '.model-title',
  '.model',
  'label',
  '.dialog-ux .modal-ux-header h3',
  '.dialog-ux .modal-ux-content p',
  '.dialog-ux .modal-ux-content h4',
].join(', ');

const FIELDS = [
  'input[type=text]',
  'input[type=password]',
  'input[type=search]',
  'input[type=email]',
  'textarea',
  'select',
].join(', ');

/**
 * Swagger UI dressed in the site's theme: its --be-* colours, font and radius (light and dark:
 * the variables follow the active theme), and a layout that fits a phone.
 */
export const swaggerThemeStyles = `
${ROOT} { background: transparent; color: var(--be-foreground); font-family: var(--be-font-family); }
${ROOT} :is(${TEXT}) { color: var(--be-foreground); }
${ROOT} :is(${TEXT}, .btn) { font-family: var(--be-font-family); }
${ROOT} .opblock .opblock-summary-path { font-family: monospace; }
${ROOT} .wrapper { padding: 0; max-width: none; }
${ROOT} .scheme-container .wrapper { padding: 0 16px; }
${ROOT} .information-container .info { margin: 24px 0; }
${ROOT} .info .title { font-size: 1.75rem; }
${ROOT} :is(a, .info a):not(.nostyle) { color: var(--be-primary); }
${ROOT} .opblock-tag { border-bottom-color: var(--be-divider); }
${ROOT} .opblock-tag small { color: var(--be-foreground-muted); font-family: var(--be-font-family); }
${ROOT} .scheme-container {
  background: var(--be-paper); box-shadow: none; border: 1px solid var(--be-divider);
  border-radius: var(--be-radius); margin: 0 0 24px; padding: 16px 0;
}
${ROOT} :is(.opblock, .btn, section.models, .model-box) { border-radius: var(--be-radius); }
${ROOT} section.models { border-color: var(--be-divider); }
${ROOT} .btn.execute { background-color: var(--be-primary); border-color: var(--be-primary); color: var(--be-on-primary); }
${ROOT} .btn.authorize { border-color: var(--be-primary); color: var(--be-primary); }
${ROOT} .btn.authorize svg { fill: var(--be-primary); color: var(--be-primary); }
${ROOT} :is(${FIELDS}) {
  background: var(--be-paper); color: var(--be-foreground); border: 1px solid var(--be-divider);
  border-radius: var(--be-radius);
}
${ROOT} .dialog-ux .modal-ux {
  background: var(--be-paper); color: var(--be-foreground); border: 1px solid var(--be-divider);
  border-radius: var(--be-radius);
}
${MOBILE} {
  ${ROOT} .information-container .info { margin: 16px 0; }
  ${ROOT} .info .title { font-size: 1.375rem; }
  ${ROOT} .opblock-tag { flex-wrap: wrap; font-size: 1.25rem; padding: 8px 4px; }
  ${ROOT} .opblock-tag > button { order: 2; margin-left: auto; }
  ${ROOT} .opblock-tag small { order: 3; flex: 1 1 100%; padding: 4px 0 0; }
  ${ROOT} .opblock .opblock-summary { flex-wrap: wrap; gap: 4px; }
  ${ROOT} .opblock .opblock-summary-control { flex-wrap: wrap; min-width: 0; }
  ${ROOT} .opblock .opblock-summary-path { font-size: 13px; word-break: break-all; min-width: 0; }
  ${ROOT} .opblock .opblock-summary-description { flex: 1 1 100%; }
  ${ROOT} .scheme-container .schemes { flex-direction: column; align-items: stretch; gap: 12px; }
  ${ROOT} .opblock-body :is(pre, .highlight-code) { max-width: 100%; overflow-x: auto; }
  ${ROOT} :is(.parameters, .responses-table) { display: block; overflow-x: auto; }
  ${ROOT} :is(${FIELDS}) { max-width: 100%; }
  ${ROOT} .dialog-ux .modal-ux { min-width: 0; width: calc(100vw - 32px); }
}
`;
