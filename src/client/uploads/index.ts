// TEMPORARY (helper D): re-exports a stand-in for helper C's upload queue so the admin files page
// builds before C's branch is merged. Deleted before D's last commit; C's index.ts replaces it.
export * from './temporary-stand-in-for-helper-c';
