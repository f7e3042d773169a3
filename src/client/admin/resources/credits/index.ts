export { CreditsTab } from './credits-tab';
