/** The people module's public surface: other modules reach it only through this file. */
export type { PersonService } from './person-service';
