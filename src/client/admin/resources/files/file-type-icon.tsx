import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { FileEntryType } from '@common/api/file-entries';

const ICONS: Record<FileEntryType, ComponentType<SvgIconProps>> = {
  folder: FolderOutlined,
  image: ImageOutlined,
  video: MovieOutlined,
  audio: AudioFileOutlined,
  text: DescriptionOutlined,
  pdf: PictureAsPdfOutlined,
  spreadsheet: TableChartOutlined,
  document: ArticleOutlined,
  archive: FolderZipOutlined,
  file: InsertDriveFileOutlined,
};

/** The labels of the entry types, for the type filter and the icons' titles. */
export const FILE_TYPE_LABELS: Record<FileEntryType, string> = {
  folder: 'Folder',
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  pdf: 'PDF',
  spreadsheet: 'Spreadsheet',
  document: 'Document',
  archive: 'Archive',
  file: 'Other file',
};

export function FileTypeIcon({ type, ...props }: { type: FileEntryType } & SvgIconProps) {
  const Icon = ICONS[type] ?? InsertDriveFileOutlined;
  return <Icon {...props} />;
}
