export { ImagesTab } from './images-tab';
