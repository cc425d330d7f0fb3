import type postgres from 'postgres';

export type BareWrite = { entityId: string; amount: number };

/** The bare twin's one activity: a 2-row PostgreSQL transaction (debit and credit). */
export function createBareActivities(sql: postgres.Sql<any>) {
  return {
    async writeTwoRows(write: BareWrite): Promise<number> {
      await sql.begin(async (tx) => {
        await tx`insert into bare_lines (entity_id, amount) values (${write.entityId}, ${-write.amount})`;
        await tx`insert into bare_lines (entity_id, amount) values (${write.entityId}, ${write.amount})`;
      });
      return write.amount;
    },
  };
}

export type BareActivities = ReturnType<typeof createBareActivities>;
