import { InboxOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_FILES } from '@pennant/contracts';
import { isTouchScreen } from '@pennant/ui';
import { theme, Typography } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, ACCEPTED_TYPES_LABEL, MAX_FILE_SIZE_LABEL } from './restrictions';

export interface UploadZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** A smaller zone, e.g. on the cards page. */
  compact?: boolean;
  hint?: string;
}

function invitation(touchScreen: boolean): string {
  return touchScreen ? 'Tap to choose card photos' : 'Drop card photos here, or click to browse';
}

/**
 * Drop or browse for card photos. Nothing uploads here: files go to the Current Card panel and are
 * sent only when the dealer processes them. The zone lights up while files are dragged over it.
 */
export function UploadZone({ onFiles, disabled = false, compact = false, hint }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const dragDepth = useRef(0);
  const { token } = theme.useToken();
  const [touchScreen] = useState(isTouchScreen);

  const take = (list: FileList | null) => {
    if (!list || list.length === 0 || disabled) return;
    onFiles(Array.from(list));
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current += 1;
    setDragOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      role="button"
      tabIndex={0}
      className="pennant-focusable"
      aria-label="Drop card photos here or browse files"
      data-testid="upload-zone"
      data-drag-over={dragOver ? 'true' : 'false'}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragEnter={onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      style={{
        border: `2px dashed ${dragOver ? token.colorPrimary : token.colorBorder}`,
        background: dragOver ? token.colorPrimaryBg : token.colorFillAlter,
        borderRadius: token.borderRadiusLG,
        padding: compact ? '16px 12px' : '36px 16px',
        textAlign: 'center',
        cursor: disabled ? 'not-allowed' : 'pointer',
        transition: 'border-color 0.2s, background 0.2s',
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <InboxOutlined style={{ fontSize: compact ? 28 : 44, color: token.colorPrimary }} />
      <Typography.Paragraph strong style={{ margin: '8px 0 4px' }}>
        {dragOver ? 'Drop to add these photos' : invitation(touchScreen)}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {hint ??
          `${ACCEPTED_TYPES_LABEL} · up to ${UPLOAD_MAX_FILES} files · ${MAX_FILE_SIZE_LABEL} each. Uploading starts when you process.`}
      </Typography.Text>
    </div>
  );
}
