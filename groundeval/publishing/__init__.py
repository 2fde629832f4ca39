"""Publishing to the Hugging Face Hub: metric Spaces, dataset repositories with version tags, run
results and model-index metadata, each as a plan of ``HfApi`` calls that is run or written out."""
