export { default } from "../projects/loading";
