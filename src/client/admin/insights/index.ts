export { CatalogueInsightsPage } from './catalogue-insights-page';
export { VideoInsightsPage } from './video-insights-page';
