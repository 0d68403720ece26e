// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentProblems, dataFiles } from '../../scripts/content/content-check';
import { figuresFile, homeSections, serviceGroupsFile, site } from '../../src/content/schema';

const root = resolve(import.meta.dirname, '../..');
const fixture = resolve(root, 'tests/fixtures/fallback');
const page = (name: string) => `content/pages/services/value-added-services/${name}`;

/** The build's content check over a copy of tests/fixtures/fallback/ (pages in every state of translation), spoilt one file at a time. */
describe('the build’s content check', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-check-'));
    await cp(fixture, join(dir, 'content'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const problems = () => contentProblems(dir, join(dir, 'content'));
  const edit = async (file: string, change: (value: Record<string, unknown>) => void) => {
    const value = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<string, unknown>;
    change(value);
    await writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  };

  it('accepts pages whose translations are missing, drafts or untranslated (shown in English)', () => {
    expect(problems()).toEqual([]);
  });

  it('refuses a page whose English description is empty, naming the file and the field', async () => {
    await edit(page('open-finance.en.json'), (value) => (value.description = ''));
    expect(problems()).toEqual([
      `${page('open-finance.en.json')}: description: must be one or two sentences of 70–160 characters (35–160 in Chinese or Amharic)`,
    ]);
  });

  it('refuses a published translation with a field the English lacks, and says how to keep it off the site', async () => {
    await edit(page('open-banking.zh.json'), (value) => (value.subtitle = '副标题'));
    expect(problems()).toEqual([
      `${page('open-banking.zh.json')}: (root): has a field the model does not know: subtitle`,
      `${page('open-banking.zh.json')}: subtitle: not in the English`,
      `${page('open-banking.zh.json')}: draft: not ready yet? Set "draft": true to keep this translation off the site (the page shows in English there)`,
    ]);
  });

  it('refuses a partly translated page, and accepts it once marked a draft', async () => {
    await edit(page('card-vault.zh.json'), (value) => (value.title = '卡片保险库'));
    expect(problems()).toContain(`${page('card-vault.zh.json')}: description: is required`);
    expect(problems()).toContain(`${page('card-vault.zh.json')}: menu.label: is required`);
    await edit(page('card-vault.zh.json'), (value) => (value.draft = true));
    expect(problems()).toEqual([]);
  });

  it('lets a translation be a draft whatever the English says, and leaves an English draft unchecked', async () => {
    await edit(page('open-banking.am.json'), (value) => (value.draft = false));
    expect(problems().some((problem) => problem.startsWith(`${page('open-banking.am.json')}: `))).toBe(true);
    await edit(page('open-banking.am.json'), (value) => (value.draft = true));
    await edit(page('retired.en.json'), (value) => (value.title = ''));
    expect(problems()).toEqual([]);
  });

  it('checks the data beside the pages with their schemas, wherever they sit, and requires their translations', async () => {
    const files = dataFiles(resolve(root, 'src/content')).map(({ file, schema }) => [relative(root, file).split('\\').join('/'), schema]);
    expect(files.map(([file]) => basename(file as string)).sort()).toEqual(['figures.en.json', 'sections.en.json', 'service-groups.en.json', 'site.en.json']);
    expect(files.every(([file]) => (file as string).startsWith('src/content/'))).toBe(true);
    expect(new Set(files.map(([, schema]) => schema))).toEqual(new Set([figuresFile, homeSections, serviceGroupsFile, site]));
    const siteFile = files.find(([file]) => basename(file as string) === 'site.en.json')![0] as string;
    await cp(resolve(root, siteFile), join(dir, 'content/data/site/site.en.json'));
    expect(problems()).toEqual([
      'content/data/site/site.zh.json: (root): is missing: write the zh translation of content/data/site/site.en.json',
      'content/data/site/site.am.json: (root): is missing: write the am translation of content/data/site/site.en.json',
    ]);
  });
});
