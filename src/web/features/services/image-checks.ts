import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@shared/business';
import { MAX_SERVICE_IMAGES, SERVICE_MESSAGES } from '@shared/services';

/**
 * The first checks happen here to save a slow upload; the server checks the content again. Files
 * that are not images or are too large are left out, each with its message; if the rest would pass
 * five images, none are taken.
 */
export function checkImageFiles(
  files: File[],
  alreadyChosen: number,
): { accepted: File[]; problems: string[] } {
  const problems: string[] = [];
  const accepted = files.filter((file) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problems.push(SERVICE_MESSAGES.notAnImage(file.name));
      return false;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      problems.push(SERVICE_MESSAGES.imageTooLarge(file.name));
      return false;
    }
    return true;
  });
  if (alreadyChosen + accepted.length > MAX_SERVICE_IMAGES) {
    return { accepted: [], problems: [...problems, SERVICE_MESSAGES.maxImages] };
  }
  return { accepted, problems };
}
