import { Navigate, useParams } from 'react-router-dom';

/** Spec 2.9 names admin pages {resource}/new and {resource}/{id}/edit; react-admin's are create and {id}. */
export function NewRecordRedirect() {
  const { resource } = useParams();
  return <Navigate to={`/admin/${resource}/create`} replace />;
}

export function EditRecordRedirect() {
  const { resource, id } = useParams();
  return <Navigate to={`/admin/${resource}/${id}`} replace />;
}
