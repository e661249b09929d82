import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Store, Trash2 } from 'lucide-react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@shared/business';
import { imageRulesText } from '@shared/messages/image-rules';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { BUSINESS_KEY, type OwnerBusinessView } from '../business/use-business';
import { settingsText } from './messages/settings-screens';

const LOGO_URL = '/api/business/logo';

async function uploadLogo(file: File): Promise<OwnerBusinessView> {
  const body = new FormData();
  body.set('logo', file);
  return readJson<OwnerBusinessView>(
    await fetch(LOGO_URL, { method: 'POST', body, credentials: 'same-origin' }),
  );
}

async function removeLogo(): Promise<OwnerBusinessView> {
  return readJson<OwnerBusinessView>(
    await fetch(LOGO_URL, { method: 'DELETE', credentials: 'same-origin' }),
  );
}

/** The first checks happen here to save a slow upload; the server checks the content again. */
function precheck(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageRulesText('notAnImage');
  if (file.size > IMAGE_MAX_BYTES)
    return imageRulesText('tooLarge', { max: IMAGE_MAX_BYTES / (1024 * 1024) });
  return null;
}

export function LogoCard({ view }: { view: OwnerBusinessView }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const onSaved = (next: OwnerBusinessView, message: string) => {
    queryClient.setQueryData(BUSINESS_KEY, next);
    toast.success(message);
  };
  const upload = useMutation({
    mutationFn: uploadLogo,
    onSuccess: (next) => onSaved(next, settingsText('logo.uploaded')),
    onError: (error) =>
      toast.error(
        error instanceof ApiRequestError
          ? settingsText('logo.uploadFailed', { reason: error.message })
          : settingsText('logo.unexpected'),
      ),
  });
  const remove = useMutation({
    mutationFn: removeLogo,
    onSuccess: (next) => onSaved(next, settingsText('logo.removed')),
    onError: () => toast.error(settingsText('logo.removeFailed')),
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = precheck(file);
    if (problem) toast.error(problem);
    else upload.mutate(file);
    if (input.current) input.current.value = '';
  };

  const logoUrl = view.business.logoUrl;
  const isBusy = upload.isPending || remove.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{settingsText('logo.title')}</CardTitle>
        <CardDescription>{settingsText('logo.guidance')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-line bg-raised">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={settingsText('logo.alt', { name: view.business.name })}
              className="size-full object-cover"
            />
          ) : (
            <Store className="size-9 text-muted" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            aria-label={settingsText('logo.file')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button onClick={() => input.current?.click()} disabled={isBusy}>
            <ImageUp />
            {upload.isPending
              ? settingsText('logo.uploading')
              : logoUrl
                ? settingsText('logo.replace')
                : settingsText('logo.upload')}
          </Button>
          {logoUrl ? (
            <Button variant="outline" onClick={() => remove.mutate()} disabled={isBusy}>
              <Trash2 />
              {remove.isPending ? settingsText('logo.removing') : settingsText('logo.remove')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
