import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { XSRF_COOKIE } from '@common/http/paths';
import { readCookie } from '@client/http/cookies';
import { PageLoader } from '@client/ui/page-loader';
import { openApi30View } from './openapi-30-view';
import { swaggerThemeStyles, SWAGGER_ROOT_CLASS } from './swagger-theme';
import { withXsrfHeader } from './xsrf-header';

/** Swagger UI's own dark styles hang on this class of <html>. */
const DARK_MODE_CLASS = 'dark-mode';

interface SwaggerViewerProps {
  document: object;
  isDark: boolean;
}

/**
 * The OpenAPI document in Swagger UI (a lazy chunk of its own, with its own React): no calls
 * elsewhere (no online validator), try-it requests with the visitor's session and XSRF header,
 * or with a token pasted under Authorize (kept for this page only, never stored).
 */
export default function SwaggerViewer({ document: spec, isDark }: SwaggerViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  // the page shows it is loading until Swagger UI has drawn the document
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    // a node of its own, dropped on unmount: Swagger UI offers no way to unmount itself
    const node = window.document.createElement('div');
    parent.appendChild(node);
    SwaggerUI({
      domNode: node,
      // the same document in OpenAPI 3.0, which Swagger UI draws several times faster
      spec: openApi30View(spec),
      validatorUrl: null,
      deepLinking: true,
      filter: true,
      persistAuthorization: false,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
      onComplete: () => setDrawn(true),
      requestInterceptor: (request) =>
        withXsrfHeader(request, readCookie(XSRF_COOKIE), window.location.origin),
    });
    return () => node.remove();
  }, [spec]);

  useEffect(() => {
    const root = window.document.documentElement;
    root.classList.toggle(DARK_MODE_CLASS, isDark);
    return () => root.classList.remove(DARK_MODE_CLASS);
  }, [isDark]);

  return (
    <>
      <GlobalStyles styles={swaggerThemeStyles} />
      {!drawn && <PageLoader />}
      <Box ref={host} className={SWAGGER_ROOT_CLASS} />
    </>
  );
}
