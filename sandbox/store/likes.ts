/** Helpful votes per FAQ question. */
import type { DatabaseSync } from 'node:sqlite';

/** Percentage of helpful votes, 0 when nobody voted. */
export function likePercentage(db: DatabaseSync, questionId: string): number {
  const row = db
    .prepare('SELECT likes, dislikes FROM likes WHERE question_id = ?')
    .get(questionId) as { likes: number; dislikes: number } | undefined;
  const total = row ? row.likes + row.dislikes : 0;
  return row && total > 0 ? Math.round((row.likes / total) * 100) : 0;
}

export function vote(db: DatabaseSync, questionId: string, isLike: boolean): void {
  db.prepare(
    `INSERT INTO likes (question_id, likes, dislikes) VALUES (?, ?, ?)
     ON CONFLICT(question_id) DO UPDATE SET likes = likes + excluded.likes, dislikes = dislikes + excluded.dislikes`,
  ).run(questionId, isLike ? 1 : 0, isLike ? 0 : 1);
}
