import { expect } from 'vitest';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** A comment on a title (or a reply), written by the client's member. */
export async function postComment(client: TestClient, titleId: number, parentId?: number) {
  const response = await client.post('/api/v1/comments', {
    commentable_type: 'title',
    commentable_id: titleId,
    content: `A comment about the film ${Date.now()}`,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().comment as { id: number; user: { id: number } };
}

/** A review of a title, written by the client's member. */
export async function postReview(client: TestClient, titleId: number, body?: string) {
  const response = await client.post(`/api/v1/titles/${titleId}/reviews`, {
    rating: 7,
    body: body ?? `A careful review of the film ${Date.now()}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().review as { id: number; user: { id: number } };
}

/** The public thread of a title: its root comments with their replies. */
export async function publicThread(client: TestClient, titleId: number) {
  const response = await client.get('/api/v1/comments', {
    query: { commentable_type: 'title', commentable_id: String(titleId) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{
    id: number;
    deleted: boolean;
    content: string;
    user: unknown;
    replies: Array<{ id: number; deleted: boolean }>;
  }>;
}

/** The ids of a title's public reviews. */
export async function publicReviewIds(client: TestClient, titleId: number) {
  const response = await client.get(`/api/v1/titles/${titleId}/reviews`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ id: number }>).map((review) => review.id);
}

/** Gives the user the seeded 'moderators' role (admin.access, comments.update, reviews.update). */
export async function makeModerator(t: TestApp, userId: number) {
  const { roles } = t.app.services.repositories;
  const role = await roles.findByName('moderators');
  expect(role).toBeDefined();
  await roles.attachToUser(userId, [role!.id]);
}
