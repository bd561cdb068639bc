import type { ViewingHours } from '@estate/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { viewingHoursProblem, ViewingHoursFields } from './viewing-hours-fields';

const HOURS: ViewingHours = {
  days: ['MON', 'SAT'],
  opens: '09:00',
  closes: '18:00',
  blockedDates: ['2099-05-14'],
};

const dayNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

describe('ViewingHoursFields', () => {
  it('names the days Monday first, from Intl, in English', () => {
    render(<ViewingHoursFields value={HOURS} onChange={() => undefined} />);
    expect(dayNames('Days open for visits')).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(screen.getByRole('button', { name: 'Unblock 2099-05-14' })).toBeInTheDocument();
  });

  it('reads in Turkish: days, hours, blocked dates and problems', async () => {
    await chooseLanguage('tr');
    render(<ViewingHoursFields value={HOURS} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Gezme saatleri' })).toBeInTheDocument();
    expect(dayNames('Gezmeye açık günler')).toEqual([
      'Pzt',
      'Sal',
      'Çar',
      'Per',
      'Cum',
      'Cmt',
      'Paz',
    ]);
    expect(screen.getByLabelText('Gezme başlangıcı')).toHaveValue('09:00');
    expect(screen.getByLabelText('Gezme bitişi')).toHaveValue('18:00');
    expect(screen.getByRole('button', { name: '14 Mayıs 2099 tarihini aç' })).toHaveTextContent(
      '14 Mayıs 2099 ×',
    );
    expect(viewingHoursProblem({ ...HOURS, closes: '08:00' })).toBe(
      'Gezme saatleri başladıktan sonra bitmelidir.',
    );
    expect(viewingHoursProblem({ ...HOURS, blockedDates: ['2001-02-03'] })).toBe(
      '3 Şubat 2001 geçti: yalnızca bugün veya sonraki bir tarih kapatılabilir.',
    );
  });
});
