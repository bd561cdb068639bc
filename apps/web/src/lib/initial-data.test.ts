import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/runtime';
import { dropInitialAnswers, takeInitialAnswer } from './initial-data';

function pageWith(text: string, language = 'en') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-data';
  script.dataset.language = language;
  script.textContent = text;
  document.body.append(script);
}

afterEach(async () => {
  dropInitialAnswers();
  await activateLanguage('en');
});

describe('initial data', () => {
  it('answers each read the page holds once, then leaves it to the API', () => {
    pageWith('{"/advert-types":[{"id":1,"title":"Sale"}],"/countries":[]}');
    expect(takeInitialAnswer('/advert-types')).toEqual([{ id: 1, title: 'Sale' }]);
    expect(takeInitialAnswer('/advert-types')).toBeUndefined();
    expect(takeInitialAnswer('/countries')).toEqual([]);
    expect(document.getElementById('initial-data')).toBeNull();
  });

  it('forgets the answers not used yet', () => {
    pageWith('{"/countries":[]}');
    dropInitialAnswers();
    expect(takeInitialAnswer('/countries')).toBeUndefined();
  });

  it('ignores a damaged block', () => {
    pageWith('{"/countries":');
    expect(takeInitialAnswer('/countries')).toBeUndefined();
  });

  it("keeps a Turkish page's answers for the reads made once Turkish is active", async () => {
    pageWith('{"/web-site":{"siteName":"Emlak"},"/countries":[]}', 'tr');
    // A read before the page's texts are active asks the API and takes nothing away.
    expect(takeInitialAnswer('/web-site')).toBeUndefined();
    await activateLanguage('tr');
    expect(takeInitialAnswer('/web-site')).toEqual({ siteName: 'Emlak' });
    expect(takeInitialAnswer('/countries')).toEqual([]);
  });

  it('gives nothing to a reader of another language than the page', () => {
    pageWith('{"/countries":[]}', 'tr');
    expect(takeInitialAnswer('/countries')).toBeUndefined();
  });
});
