/** The parts of Swagger UI's prebuilt bundle (swagger-ui-dist) the API docs page uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  import type { TryItRequest } from '@client/api-docs/xsrf-header';

  export interface SwaggerUIOptions {
    domNode: HTMLElement;
    spec: object;
    validatorUrl: string | null;
    deepLinking?: boolean;
    filter?: boolean;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
    displayRequestDuration?: boolean;
    defaultModelsExpandDepth?: number;
    syntaxHighlight?: { activated?: boolean; theme?: string };
    /** Called once the definition has been drawn. */
    onComplete?: () => void;
    requestInterceptor?: (request: TryItRequest) => TryItRequest;
  }

  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
