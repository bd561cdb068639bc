import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n';
import { ApiError } from '../lib/api-error';
import { AdvertStatusBadge } from './advert-status-badge';
import { ConfirmDialog } from './confirm-dialog';
import { ListSearch } from './list-search';
import { LoadErrorPanel } from './load-error-panel';
import { LoadingPanel } from './loading-panel';
import { PageSizeSelect } from './page-size-select';
import { Pager } from './pager';
import { RowActions } from './row-actions';

const noop = vi.fn();

describe('the shared components in Turkish', () => {
  it('word the pager, page sizes, list search and row buttons in Turkish', async () => {
    await chooseLanguage('tr');
    render(
      <>
        <Pager page={1} totalPages={3} onPageChange={noop} />
        <PageSizeSelect size={10} onChange={noop} />
        <ListSearch label="Kategori ara" onSearch={noop} onAdd={noop} />
        <RowActions label="Daireler" onEdit={noop} onDelete={noop} />
        <AdvertStatusBadge status="PENDING" />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toBeInTheDocument();
    for (const name of ['İlk sayfa', 'Önceki sayfa', 'Sonraki sayfa', 'Son sayfa'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sayfa başına satır' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Ara' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'YENİ EKLE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daireler düzenle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daireler sil' })).toBeInTheDocument();
    expect(screen.getByText('Onay bekliyor')).toBeInTheDocument();
  });

  it('word a failed load, a wait and the safe choice of a question in Turkish', async () => {
    await chooseLanguage('tr');
    render(
      <>
        <LoadErrorPanel error={new ApiError(502, 'Bad Gateway')} onRetry={noop} />
        <LoadingPanel />
        <ConfirmDialog
          show
          message="Silinsin mi?"
          confirmLabel="Sil"
          onConfirm={noop}
          onCancel={noop}
        />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
    );
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Yükleniyor...');
    expect(await screen.findByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
  });

  it('keeps the specification’s English in English', () => {
    render(<ListSearch label="Search categories" onSearch={noop} onAdd={noop} />);
    expect(screen.getByRole('button', { name: 'ADD NEW' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
