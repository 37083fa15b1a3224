import { withTestDatabase } from '../../testing/testApiSetup';
import { seedIfEmpty } from './seed';
import { seedAboutUs, seedClasses, seedSubjects, seedTeachers } from './seedData';

const t = withTestDatabase();

describe('seed', () => {
  it('writes the sample school into an empty database', async () => {
    expect(await seedIfEmpty(t.database.db)).toBe(true);
    const { db } = t.database;
    expect(await db.selectFrom('subjects').selectAll().execute()).toHaveLength(seedSubjects.length);
    expect(await db.selectFrom('teachers').selectAll().execute()).toHaveLength(32);
    expect(await db.selectFrom('classes').selectAll().execute()).toHaveLength(18);
    expect(await db.selectFrom('about_us').select(['name', 'city']).executeTakeFirst()).toEqual({
      name: 'Școala Gimnazială „Mihai Eminescu” Valea Florilor',
      city: 'Valea Florilor',
    });
  });

  it('runs only on an empty database', async () => {
    expect(await seedIfEmpty(t.database.db)).toBe(false);
    expect(await t.database.db.selectFrom('teachers').selectAll().execute()).toHaveLength(32);
  });
});

describe('seed data', () => {
  it('matches the spec facts', () => {
    expect(seedAboutUs.description).toMatch(/502 elevi/);
    expect(seedAboutUs.description).toMatch(/32 de cadre didactice/);
    expect(seedAboutUs.description).toMatch(/3 811 m²/);
    expect(seedAboutUs.description).toMatch(/5 clădiri/);
    expect(seedTeachers.filter((t) => t.position === 'PRINCIPAL')).toEqual([expect.objectContaining({ lastName: 'Popescu', firstName: 'Maria' })]);
    expect(seedTeachers.filter((t) => t.position === 'DEPUTY_PRINCIPAL')).toHaveLength(1);
    expect(seedTeachers.some((t) => t.position === 'PEDAGOGUE')).toBe(true);
  });

  it('gives primary classes primary teachers and gimnaziu classes HIGH_SCHOOL', () => {
    const byName = new Map(seedTeachers.map((t) => [`${t.lastName} ${t.firstName}`, t]));
    expect(seedClasses[0]).toMatchObject({ name: 'Pregătitoare A', number: 0 });
    for (const c of seedClasses) {
      const master = byName.get(c.master);
      expect(master).toBeDefined();
      expect(c.educationType).toBe(c.number <= 4 ? 'PRIMARY' : 'HIGH_SCHOOL');
      if (c.number <= 4) expect(master?.subject).toBe('Învățământ primar');
    }
    expect(new Set(seedClasses.map((c) => c.master)).size).toBe(seedClasses.length);
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla forms', () => {
    const text = JSON.stringify([seedAboutUs, seedSubjects, seedTeachers, seedClasses]);
    expect(text).not.toMatch(/[şţŞŢ]/);
    expect(text).toMatch(/ș/);
    expect(text).toMatch(/ț/);
  });
});
