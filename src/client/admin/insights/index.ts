export { CatalogueInsightsPage } from './catalogue-insights-page';
