export { CardRecognition, RecognitionModule } from './recognition.module';
