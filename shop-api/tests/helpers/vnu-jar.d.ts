/** `vnu-jar` exports the path of the Nu Html Checker's jar (a String object). */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
