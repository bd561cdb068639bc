import { afterEach, describe, expect, it } from 'vitest';
import { dropInitialAnswers, takeInitialAnswer } from './initial-data';

function pageWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-data';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => dropInitialAnswers());

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
});
