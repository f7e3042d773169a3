import { Navigate, Route, Routes } from 'react-router-dom';
import { PersonCreditsTab } from './person-credits-tab';
import { PersonEditLayout } from './person-edit-layout';
import { PersonPrimaryFactsTab } from './person-primary-facts-tab';

/**
 * Everything under /admin/people/{personId}: the edit page's tabs, each its own URL
 * (`edit/primary-facts`, `edit/credits`), so a reload or a shared link opens it.
 */
export function PersonRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="edit/primary-facts" replace />} />
      <Route path="edit" element={<PersonEditLayout />}>
        <Route index element={<Navigate to="primary-facts" replace />} />
        <Route path="primary-facts" element={<PersonPrimaryFactsTab />} />
        <Route path="credits" element={<PersonCreditsTab />} />
      </Route>
    </Routes>
  );
}
