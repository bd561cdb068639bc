import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminAdvertDetail } from '@estate/contracts';
import { useForm } from 'react-hook-form';
import { moderationFieldsSchema, type ModerationFields } from './moderation-schema';

/** The status and reason, checked apart from the advert's own fields but submitted with them. */
export const useModerationForm = (detail: AdminAdvertDetail) =>
  useForm<ModerationFields>({
    resolver: zodResolver(moderationFieldsSchema),
    mode: 'onTouched',
    defaultValues: { status: detail.status, reason: detail.reason ?? '' },
  });
