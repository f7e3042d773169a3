/** The contact module's public surface: other modules reach it only through this file. */
export type { ContactService } from './contact-service';
