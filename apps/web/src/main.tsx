import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/index.css';
import './shell/shell.css';
import { applyStoredTheme } from './shell/theme';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { reloadOnNewRelease } from './app/reload-on-new-release';
import { watchNavigation } from './framework/navigation/leaving';

// Before React renders anything, so a dark theme never flashes light.
applyStoredTheme();
reloadOnNewRelease(router);
watchNavigation(router);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
